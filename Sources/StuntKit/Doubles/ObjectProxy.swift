/// An object that stands for whichever object a slot holds now, so a module that holds its
/// collaborators can still swap them with `use`. It is named by what it stands for: a call log
/// that shows `listener: RootInteractableMock#1` names the object that really received the calls.
@MainActor
public protocol ObjectProxy: AnyObject {
  var proxied: AnyObject { get }
}
