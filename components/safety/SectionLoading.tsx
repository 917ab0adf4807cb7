/** Stands in for a section whose facade data is still on its way (only seen while a page streams). */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div className="section" role="status">
      <div className="spinner" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
