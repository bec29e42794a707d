// Small figures the measuring scripts share.

/** The middle value (the upper one of an even count), as the benchmarks report their runs. */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

module.exports = { median };
