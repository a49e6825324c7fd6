// Digest §6.6 step 5 for `npm run reproduce -- estimators --host-timing`: the host timing every run
// of the second pass gets, and the table of each claim's verdict with ideal hosts and with it.
//
// The values are the ones the single host-timing claims already use for pathload (V19h: 10 us of
// send jitter, a 10 us clock), and the same for abget's pacing loop (a 10 us timer, 10 us of
// jitter): a fast host of the seed's time. V20h keeps its own 50 us timer in both passes.
export const HOST_TIMING = {
  pathload: { sendJitter: 10, clockGranularity: 10 },
  abget: { timerGranularity: 10, sendJitter: 10 },
};

/** One line per claim: holds / FAILS with ideal hosts and with host timing, and which differ. */
export function printBothConditions(ideal, host) {
  const hostOf = new Map(host.map((v) => [v.id, v.ok]));
  const word = (ok) => (ok === undefined ? '-' : ok ? 'holds' : 'FAILS');
  console.log('\nEach claim with ideal hosts and with host timing on');
  console.log('  claim   ideal   host timing');
  for (const v of ideal) {
    const h = hostOf.get(v.id);
    const note = h === v.ok ? '' : h ? '   holds only with host timing' : '   holds only with ideal hosts';
    console.log(`  ${v.id.padEnd(7)} ${word(v.ok).padEnd(7)} ${word(h)}${note}`);
  }
  const both = ideal.filter((v) => v.ok && hostOf.get(v.id)).length;
  console.log(
    `  ideal ${ideal.filter((v) => v.ok).length}/${ideal.length}, host timing ${host.filter((v) => v.ok).length}/${host.length}, both ${both}/${ideal.length}`,
  );
}
