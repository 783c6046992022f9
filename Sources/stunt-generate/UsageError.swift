/// Arguments a subcommand cannot run with: one `error:` line, with what is expected.
struct UsageError: Error {
  let message: String

  init(_ message: String) {
    self.message = message
  }
}
