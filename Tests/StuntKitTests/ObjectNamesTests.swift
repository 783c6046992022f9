import Testing

@testable import StuntKit

@MainActor
@Suite("Object names")
struct ObjectNamesTests {
  final class RootInteractor {}
  final class LoggedInRoutingMock {}

  final class Proxy: ObjectProxy {
    var target: AnyObject
    init(_ target: AnyObject) { self.target = target }
    var proxied: AnyObject { target }
  }

  let names = ObjectNames()

  @Test func namesAreNumberedPerTypeAndStable() {
    let first = RootInteractor()
    let second = RootInteractor()
    let router = LoggedInRoutingMock()
    #expect(names.name(of: first) == "RootInteractor#1")
    #expect(names.name(of: router) == "LoggedInRoutingMock#1")
    #expect(names.name(of: second) == "RootInteractor#2")
    #expect(names.name(of: first) == "RootInteractor#1")
    #expect(names.reference(to: second) == .reference("RootInteractor#2"))
    #expect(names.isName("RootInteractor#2") && !names.isName("RootInteractor#3"))
  }

  @Test func aProxyIsNamedByWhatItStandsForNow() {
    let real = RootInteractor()
    let mock = LoggedInRoutingMock()
    let proxy = Proxy(real)
    names.hold(proxy, in: "interactor")
    #expect(names.object(in: "interactor") == "RootInteractor#1")
    proxy.target = mock
    #expect(names.name(of: proxy) == "LoggedInRoutingMock#1")
    #expect(names.object(in: "interactor") == "LoggedInRoutingMock#1")
    #expect(names.object(in: "viewController") == nil)
  }

  @Test func namesKeepNoObjectAliveAndAreNeverGivenTwice() {
    weak var gone: RootInteractor?
    do {
      let object = RootInteractor()
      gone = object
      names.hold(object, in: "interactor")
      #expect(names.name(of: object) == "RootInteractor#1")
    }
    #expect(gone == nil)
    #expect(names.object(in: "interactor") == nil)
    #expect(names.isName("RootInteractor#1"))
    #expect(names.name(of: RootInteractor()) == "RootInteractor#2")
  }

  @Test func objectDoublesAreRegisteredOnceWithTheirMethods() {
    let router = LoggedInRoutingMock()
    let methods = [MethodDescriptor("load", summary: "")]
    #expect(names.register(double: router, methods: methods) == "LoggedInRoutingMock#1")
    #expect(names.register(double: router, methods: methods) == "LoggedInRoutingMock#1")
    #expect(names.doubles.map(\.name) == ["LoggedInRoutingMock#1"])
    #expect(names.double(named: "LoggedInRoutingMock#1")?.methods.map(\.name) == ["load"])
  }

  @Test func referencesCompareByNameAsWordsTypedAtThePrompt() {
    #expect(Value.word("RootInteractor#1").describes(.reference("RootInteractor#1")))
    #expect(!Value.word("RootInteractor#2").describes(.reference("RootInteractor#1")))
    #expect(Value.reference("RootInteractor#1").description == "RootInteractor#1")
    #expect(ValueType.object(typeName: "LoggedInListener").accepts(.word("RootInteractor#1")))
  }
}
