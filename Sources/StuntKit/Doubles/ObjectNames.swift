/// Stable names for the objects of one module instance: `RootInteractor#1`, numbered per type
/// in the order they are first named. Transcripts replay because a name, unlike an address,
/// is the same on every run; two arguments with the same name are the same object (`===`).
///
/// A proxy (`ObjectProxy`) is named by the object it stands for. It also knows which object
/// each slot holds now (`expect ... === interactor`) and which
/// objects are test doubles of their own (`ObjectDouble`).
///
/// Objects are held weakly: the module's objects hold its environment, which holds these
/// names, so a strong hold would keep an unloaded module alive. An object that has gone keeps
/// its name; another object given its identifier is named afresh.
@MainActor
public final class ObjectNames {
  private struct Named {
    let name: String
    weak var object: AnyObject?
  }

  private struct Held {
    weak var object: AnyObject?
  }

  private var names: [ObjectIdentifier: Named] = [:]
  private var given: Set<String> = []
  private var counts: [String: Int] = [:]
  private var holders: [String: Held] = [:]
  package private(set) var doubles: [ObjectDouble] = []

  public init() {}

  /// The object's name, given on first sight: its type's name and a number.
  public func name(of object: AnyObject) -> String {
    if let proxy = object as? any ObjectProxy { return name(of: proxy.proxied) }
    let id = ObjectIdentifier(object)
    if let named = names[id], named.object === object { return named.name }
    let type = String(describing: Swift.type(of: object))
    let number = counts[type, default: 0] + 1
    counts[type] = number
    let name = "\(type)#\(number)"
    names[id] = Named(name: name, object: object)
    given.insert(name)
    return name
  }

  /// Whether some object has this name.
  public func isName(_ name: String) -> Bool {
    given.contains(name)
  }

  /// The object as an argument in the call log.
  public func reference(to object: AnyObject) -> Value {
    .reference(name(of: object))
  }

  /// Records that `slot` holds `object` (a proxy: then whatever it stands for at the time).
  public func hold(_ object: AnyObject, in slot: String) {
    holders[slot] = Held(object: object)
  }

  /// The name of the object `slot` holds now, if the module said.
  public func object(in slot: String) -> String? {
    holders[slot]?.object.map(name(of:))
  }

  /// Names an object double and makes its methods known to `calls`, `mock` and `verify`.
  @discardableResult
  public func register(double object: AnyObject, methods: [MethodDescriptor]) -> String {
    let name = name(of: object)
    if !doubles.contains(where: { $0.name == name }) {
      doubles.append(ObjectDouble(name: name, methods: methods))
    }
    return name
  }

  package func double(named name: String) -> ObjectDouble? {
    doubles.first { $0.name == name }
  }
}
