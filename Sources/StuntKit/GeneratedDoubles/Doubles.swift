/// Generates the test doubles of a dependency protocol, next to it, in an enum named after it
/// with `Doubles` appended: the method descriptors `calls`, `stub`, `mock` and `verify` know
/// (from the requirements and their doc comments), a `Swappable` client that follows the
/// slot's variant call by call, and the Meszaros set, with one call log shared by every
/// double so `verify order` reads across them:
///
/// - `Stub`: answers what `stub <slot>.<method> returns/throws` programmed;
/// - `Spy`: records each call with its arguments, then answers as the double it wraps (the
///   stub, unless told otherwise); a mock is a spy whose call log holds expectations;
/// - `Failing`: every call fails (throws `DependencyFailure`, or reports it);
/// - `Dummy`: fills a parameter; any use is reported;
/// - `Unimplemented`: reports that it was called at all.
///
/// ```swift
/// @Doubles
/// package protocol RentServiceEnable {
///   /// asks to rent the item
///   func rent()
/// }
///
/// static let slot = Slot<any RentServiceEnable>(
///   "rentService", summary: "what the alert's button reaches", methods: RentServiceEnableDoubles.methods,
///   variants: [.real(summary: "POST /rentals") { context in RentService(baseURL: context.server) }]
///     + RentServiceEnableDoubles.variants())
/// let service = RentServiceEnableDoubles.Swappable(environment.dependency(slot))
/// ```
///
/// On a struct of closures (a swift-dependencies client, as `@DependencyClient` writes them)
/// each closure is a method, and each double is a value of the struct:
///
/// ```swift
/// @Doubles
/// struct NumberFactClient: Sendable {
///   /// a fact about the number
///   var fetch: @Sendable (_ number: Int) async throws -> String
/// }
///
/// static let slot = Slot<NumberFactClient>(
///   "numberFact", summary: "...", methods: NumberFactClientDoubles.methods,
///   variants: [.real(summary: "GET /numbers/<n>") { _ in .live }] + NumberFactClientDoubles.variants())
/// let client = NumberFactClientDoubles.Swappable(dependency: environment.dependency(slot)).client
/// ```
///
/// A property answers as a method without parameters (`stub sensor.isCelsius returns true`);
/// a settable one's setter is recorded as a call of `<name>.set`, mockolo's
/// `isCelsiusSetCallCount`, and a double that was set answers what it was set to. The doubles
/// are final classes, so class-bound protocols are covered. A `rethrows` method throws only
/// what its closure throws. `variants(unprogrammed:)` answers what no `stub` programmed as the
/// seed's own stub did, and a result that carries failure (`ResultCarrying`) is stubbed with
/// its success.
///
/// Overloads are named as mockolo names their handlers: `read(projectEntityID:)` is
/// `readProjectEntityID` wherever users name it, `update(id: Int)` beside `update(id: String)`
/// is `updateIdInt`.
///
/// A method that does not throw still has to answer when nothing was programmed: its result
/// type conforms to `DefaultAnswer` (as Mockingbird's value providers and Cuckoo's default
/// values do). Results are `Decodable`, so `stub ... returns` can be checked when programmed.
///
/// The protocol is `package` or `public`: release builds miscompile an internal protocol's
/// generated doubles ("Why `package`" in docs/writing-a-module.md), so `@Doubles` refuses one,
/// with a fix-it.
#if Macros  // the trait (Package.swift): a sandbox, and the fuzz build, build no compiler plugin
  @attached(peer, names: suffixed(Doubles))
  public macro Doubles() = #externalMacro(module: "StuntMacros", type: "DoublesMacro")
#endif
