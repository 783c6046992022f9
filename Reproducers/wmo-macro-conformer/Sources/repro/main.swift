import Conformer

// An internal protocol with one hand-written conformer; the macro adds `GreeterDouble`.
@Conformer
protocol Greeter {
  func greet() -> String
}

final class Name {
  let text: String
  init(_ text: String) { self.text = text }
}

struct RealGreeter: Greeter {
  let name: Name
  func greet() -> String { "hello \(name.text)" }
}

// Takes any Greeter; whole-module optimization specializes it for RealGreeter alone.
@inline(never)
func greeting(from greeter: any Greeter) -> String {
  greeter.greet()
}

// 0x10 is no object: read as RealGreeter's `name`, it crashes the release build.
print(greeting(from: GreeterDouble(count: 0x10)))
