"use client";

import { useEffect, useState } from "react";
import type { Plan } from "@/lib/facade/contracts";
import { goHome } from "@/lib/forms/navigate";
import { valueFromPath } from "@/lib/forms/path";
import { loadPlan, UNANSWERED } from "@/lib/forms/plan";
import { HeroImage } from "@/components/layout/HeroImage";
import { JoinPlanForm } from "./JoinPlanForm";
import styles from "./JoinPlan.module.css";
import { Loading } from "./Loading";

type Loaded = { key: string; plan: Plan };

/**
 * The page's h1: the plan's name once it has loaded, a general one while it loads (and without JavaScript). The art
 * is in the served HTML and is the largest thing painted, so the page's largest paint does not wait for the plan;
 * on a phone it comes first, so the name and description arriving below it move nothing already on screen.
 */
function PlanHero({ name, description }: { name: string; description?: string }) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <HeroImage src="/assets/images/workplace.svg" alt="" className={styles.art} />
        <div className={styles.heroText}>
          <span className="eyebrow">Workplace plan</span>
          <h1 className={styles.name}>{name}</h1>
          {description ? <p className="lead">{description}</p> : null}
        </div>
      </div>
    </section>
  );
}

/**
 * The join-plan shell: one static page for every plan, reading the plan key from the address bar. A missing or
 * unknown plan, or any failure to load it, sends the visitor home, as the spec asks, unless they are leaving.
 */
export function JoinPlan({ product, generalTitle }: { product: string; generalTitle: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    // Any failure to load sends the visitor home, as the spec asks, except when the page is really being left. A
    // beforeunload says only that it might be: a tap on a mailto:, tel: or store link raises it and the page stays.
    // What tells is the request itself: Firefox stops a page's requests as a navigation away begins, while the page
    // still runs, and the load is refused with no answer. So a load refused after a beforeunload is tried once more:
    // a visitor who is leaving is gone before that matters, one who stays gets the plan, or home if it fails again.
    // Listened for only while the plan loads, since Firefox keeps a page with a beforeunload listener out of its
    // back-forward cache.
    let unloadAsked = false;
    const asked = () => {
      unloadAsked = true;
    };
    window.addEventListener("beforeunload", asked);
    const key = valueFromPath(window.location.pathname, "join-plan");
    const load = (again: boolean): Promise<void> =>
      (key ? loadPlan(key) : Promise.resolve(null)).then((plan) => {
        if (!current) return;
        if (plan === UNANSWERED && unloadAsked && !again) return load(true);
        window.removeEventListener("beforeunload", asked);
        if (!key || !plan || plan === UNANSWERED) {
          goHome();
          return;
        }
        setLoaded({ key, plan });
      });
    void load(false);
    return () => {
      current = false;
      window.removeEventListener("beforeunload", asked);
    };
  }, []);

  // The page's only <title> (its metadata names none): the general one, server-rendered, then the plan's.
  const title = <title>{`${loaded ? loaded.plan.name : generalTitle} | ${product}`}</title>;

  return (
    <>
      {title}
      <PlanHero name={loaded ? loaded.plan.name : "Join your workplace plan"} description={loaded?.plan.description} />
      {/*
        The spinner holds the benefits' place. The section is a new element once the plan is in (its key), so when
        the name and description grow the hero above it, the browser sees content arriving, not the spinner's
        section moving down: measured as a layout shift of 0.10 on a phone when it was one element.
      */}
      <section key={loaded ? "plan" : "loading"} className="section" aria-labelledby="benefits-heading">
        <div className="container">
          <h2 id="benefits-heading" className="visually-hidden">
            What the plan includes
          </h2>
          {loaded ? (
            <ul className={styles.benefits}>
              {loaded.plan.benefits.map((benefit) => (
                <li key={benefit.title} className={styles.benefit}>
                  <img src={benefit.iconUrl} alt="" width={72} height={72} className={styles.icon} />
                  <h3>{benefit.title}</h3>
                  <p>{benefit.description}</p>
                </li>
              ))}
            </ul>
          ) : (
            <Loading label="Loading your workplace plan" />
          )}
        </div>
      </section>
      {loaded?.plan.form ? (
        <section className="section section--blush" aria-labelledby="join-heading">
          <div className={`container narrow ${styles.formWrap}`}>
            <div className="section-head">
              <h2 id="join-heading">Verify your work email</h2>
              <p>
                Enter your work email and the phone number on your {product} account. We&apos;ll email you a link, and once you tap it
                the plan is switched on in the app.
              </p>
            </div>
            <div className={styles.card}>
              <JoinPlanForm plan={loaded.key} />
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
