/**
 * Module Federation's `satisfy(version, range)` (runtime-core's semver) compiles a dozen regular
 * expressions on every call, and a page calls it for each shared singleton every time a container
 * resolves one: ~35 ms of main thread per page load on this machine (a CPU profile of the home
 * page). It is a pure function of two strings, so each answer is computed once per page.
 */
export function memoizeSatisfy(satisfyUncached) {
  const answers = new Map();
  return function satisfy(version, range) {
    const key = `${version}\u0000${range}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = satisfyUncached(version, range);
      answers.set(key, answer);
    }
    return answer;
  };
}
