/// A file `stunt-generate` cannot read or write: one `error:` line saying which and why.
struct FileProblem: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
