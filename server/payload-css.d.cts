/** `html` with the CSS text of the stylesheets its <style> carries left out of its flight data (Next repeats it there). */
export function withoutPayloadCss(html: string): string;
