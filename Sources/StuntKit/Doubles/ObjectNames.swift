/// Stable names for the objects of one module instance: `RootInteractor#1`, numbered per type
/// in the order they are first named. Transcripts replay because a name, unlike an address,
/// is the same on every run; two arguments with the same name are the same object (`===`).
///
/// A proxy (`ObjectProxy`) is named by the object it stands for. It also knows which object
/// each slot holds now (`expect ... === interactor`) and which
/// objects are test doubles of their own (`ObjectDouble`).
@MainActor
public final class ObjectNames {
  private var names: [ObjectIdentifier: String] = [:]
  /// Kept alive, so that an identifier is never reused by another object under an old name.
  private var named: [AnyObject] = []
  private var counts: [String: Int] = [:]
  private var holders: [String: AnyObject] = [:]
  public private(set) var doubles: [ObjectDouble] = []

  public init() {}

  /// The object's name, given on first sight: its type's name and a number.
  public func name(of object: AnyObject) -> String {
    if let proxy = object as? any ObjectProxy { return name(of: proxy.proxied) }
    let id = ObjectIdentifier(object)
    if let name = names[id] { return name }
    let type = String(describing: Swift.type(of: object))
    let number = counts[type, default: 0] + 1
    counts[type] = number
    let name = "\(type)#\(number)"
    names[id] = name
    named.append(object)
    return name
  }

  /// Whether some object has this name.
  public func isName(_ name: String) -> Bool {
    names.values.contains(name)
  }

  /// The object as an argument in the call log.
  public func reference(to object: AnyObject) -> Value {
    .reference(name(of: object))
  }

  /// Records that `slot` holds `object` (a proxy: then whatever it stands for at the time).
  public func hold(_ object: AnyObject, in slot: String) {
    holders[slot] = object
  }

  /// The name of the object `slot` holds now, if the module said.
  public func object(in slot: String) -> String? {
    holders[slot].map(name(of:))
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

  public func double(named name: String) -> ObjectDouble? {
    doubles.first { $0.name == name }
  }
}
