extension Duration {
  /// Whole nanoseconds, as the plugin protocol carries a duration; the longest saturates.
  package var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    return overflow ? .max : scaled.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
  }
}
