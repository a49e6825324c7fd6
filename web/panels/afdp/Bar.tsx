// A labelled horizontal bar (the rate-bar layout shared with the DCCP panels).
export function Bar({
  label,
  value,
  max,
  text,
  cls,
  testId,
}: {
  label: string;
  value: number;
  max: number;
  text: string;
  cls: string;
  testId?: string;
}) {
  const w = max <= 0 ? 0 : Math.max(0, Math.min(100, (100 * value) / max));
  return (
    <div className="rate-bar">
      <span className="rate-label">{label}</span>
      <span className="rate-track">
        <span className={`rate-fill ${cls}`} style={{ width: `${w}%` }} />
      </span>
      <span className="rate-value" data-testid={testId}>
        {text}
      </span>
    </div>
  );
}
