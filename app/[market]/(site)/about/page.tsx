import type { Metadata } from "next";
import { Connect } from "@/components/about/Connect";
import { Story } from "@/components/about/Story";
import { Values } from "@/components/about/Values";
import { ZeroCarbon } from "@/components/about/ZeroCarbon";
import { getAbout } from "@/lib/content/about";
import { marketOf, type MarketParams } from "@/lib/params";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: { params: Promise<MarketParams> }): Promise<Metadata> {
  return pageMetadata({ market: marketOf(await params), path: "/about", title: "About", description: getAbout().summary });
}

export default function AboutPage() {
  const about = getAbout();
  return (
    <>
      <section className="page-hero">
        <div className="container page-hero__inner">
          <div>
            <span className="eyebrow">{about.eyebrow}</span>
            <h1>{about.hero}</h1>
            <p className="lead">{about.summary}</p>
          </div>
          <div className="page-hero__art">
            <img src={about.heroImage.src} alt={about.heroImage.alt} width={1200} height={800} fetchPriority="high" />
          </div>
        </div>
      </section>
      <Story eyebrow={about.storyEyebrow} heading={about.storyHeading} paragraphs={about.story} />
      <ZeroCarbon {...about.zeroCarbon} />
      <Values heading={about.valuesHeading} values={about.values} />
      <Connect {...about.connect} />
    </>
  );
}
