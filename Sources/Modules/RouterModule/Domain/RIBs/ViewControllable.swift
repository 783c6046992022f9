/// What a RIB's view is to its router.
@MainActor
protocol ViewControllable: AnyObject {
  var uiviewController: UIViewController { get }
}
