/// A value a sandbox module's author has still to write, where Stunt could not make one up (a
/// type only the package knows how to make): the module compiles, and names it in its
/// `ModuleInfo.unwritten`, so `load` refuses it with what to write and where, and this is never
/// reached.
///
/// ```swift
/// static let info = ModuleInfo(name: "greeter", summary: "…", seed: "…",
///   unwritten: ["the config: Configuration that Greeter's init takes, in madeConfig()"])
/// static func madeConfig() -> Configuration { toBeWritten("config: Configuration") }
/// // written: static func madeConfig() -> Configuration { Configuration(region: "eu") }, and its line of `unwritten` deleted
/// ```
public func toBeWritten<Value>(_ what: String, file: StaticString = #fileID, line: UInt = #line) -> Value {
  preconditionFailure("\(what) is not written yet (\(file):\(line)); its module's `unwritten` says so, which `load` checks first")
}
