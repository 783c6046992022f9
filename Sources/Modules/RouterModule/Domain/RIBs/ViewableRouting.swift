/// A router whose RIB has a view.
@MainActor
protocol ViewableRouting: Routing {
  var viewControllable: ViewControllable { get }
}
