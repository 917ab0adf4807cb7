/** Browser navigation seams, kept apart so tests can watch where the download flow goes. */
export const goTo = (url: string) => window.location.assign(url);
export const pageHidden = () => document.visibilityState === "hidden";
