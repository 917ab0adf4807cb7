"use client";

import { readReferralCode } from "@/lib/in-app";
import { referralMinutes } from "@/lib/referral";
import { isSafeValue } from "@/lib/safe-text";
import styles from "./InApp.module.css";
import { InAppAnnouncer, InAppFailure, InAppLoader } from "./InAppStatus";
import { ReferralCode } from "./ReferralCode";
import { useInAppData, type InAppOptions } from "./useInAppData";

const request: InAppOptions<string> = {
  section: "referral",
  endpoint: "/api/promo/referral",
  body: (uuid) => (isSafeValue(uuid) ? { uuid } : null),
  read: readReferralCode,
};

/** /referral/{uuid}: the rider's referral code, fetched by the uuid in the path. */
export function Referral({ product }: { product: string }) {
  const state = useInAppData(request);
  return (
    <>
      <InAppAnnouncer status={state.status} ready="Referral code loaded" />
      {state.status === "loading" ? <InAppLoader /> : null}
      {state.status === "failed" ? <InAppFailure /> : null}
      {state.status === "ready" ? <ReferralView code={state.data} product={product} /> : null}
    </>
  );
}

function ReferralView({ code, product }: { code: string; product: string }) {
  // Shown only after the code has loaded in the browser, so the day it is read on decides the amount.
  const minutes = referralMinutes(new Date());
  return (
    <div className={styles.referral}>
      <img src="/assets/images/promos/referral.svg" alt="" width={1200} height={800} className={styles.referralArt} />
      <span className="eyebrow">Refer a friend</span>
      <h1 className={styles.referralHeading}>Your referral code</h1>
      <p className={styles.referralText}>
        Share it with friends who haven&apos;t tried {product} yet. Your friend gets {minutes} free minutes when they
        sign up with your code, and you get {minutes} free minutes once they finish their first ride.
      </p>
      <ReferralCode code={code} product={product} />
    </div>
  );
}
