// The metrics of seed 002's digest (shared/research/dccp-tcp.md §5), as `npm run reproduce -- dccp`
// prints them above the claims: what each number beside a claim means. The engine computes them in
// engine/transport/transport_summary.cpp (utilization, jain, convergence_time_s, tcp_friendliness).
export const METRIC_DEFINITIONS = [
  'Metrics (digest §5):',
  '  utilisation U = 8 · Σ_foreground bytes leaving the forward bottleneck in [t_a, t_b] / (C · (t_b − t_a));',
  '      IP bytes (payload + headers) of the flows under study only, over the window [10 s, T] after all starts (§5.1)',
  "  Jain's index J(x_1..x_n) = (Σ x_i)² / (n · Σ x_i²), 1/n ≤ J ≤ 1, x_i = flow i's mean goodput over the window (§5.2)",
  '  convergence time t_conv = min { t ≥ t₂ : x₂/(x₁ + x₂) ≥ (1 − δ)/2 throughout [t, t + 10 s] } − t₂, δ = 0.1,',
  '      x averaged over w = max(1 s, 10 R̄) every 100 ms; censored when never met before the run ends (§5.3)',
  '  TCP-friendliness F_compat = x_TCP-2 / x_TCP-1 (a Reno flow beside DCCP over one beside Reno, same set-up; E5)',
  '      and F_ratio = mean DCCP goodput / mean TCP goodput within one mixed run (E6); 1 = TCP-friendly (§5.4)',
];

export function printDefinitions() {
  for (const line of METRIC_DEFINITIONS) console.log(line);
  console.log('');
}
