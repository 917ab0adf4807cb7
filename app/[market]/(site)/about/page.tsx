import type { Metadata } from "next";
import { Connect } from "@/components/about/Connect";
import { Story } from "@/components/about/Story";
import { Values } from "@/components/about/Values";
import { ZeroCarbon } from "@/components/about/ZeroCarbon";
import { PageHero } from "@/components/layout/PageHero";
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
      <PageHero eyebrow={about.eyebrow} title={about.hero} lead={about.summary} art={about.heroImage} />
      <Story eyebrow={about.storyEyebrow} heading={about.storyHeading} paragraphs={about.story} />
      <ZeroCarbon {...about.zeroCarbon} />
      <Values heading={about.valuesHeading} values={about.values} />
      <Connect {...about.connect} />
    </>
  );
}
