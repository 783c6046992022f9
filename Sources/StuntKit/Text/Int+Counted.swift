extension Int {
  /// The count with its noun, plural unless one: `3.counted("call")` is `3 calls`, `1.counted("call")`
  /// is `1 call`. Every noun Stunt counts takes a plain `s`.
  package func counted(_ noun: String) -> String {
    "\(self) \(noun)" + (self == 1 ? "" : "s")
  }
}
