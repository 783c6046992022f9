/// Names a type that doubles answer by default, when nothing was programmed: doubles generated
/// from a protocol's source (`stunt-generate doubles`) check each such type with it first, so a
/// type that is not `DefaultAnswer` is one error naming it
/// (`type 'Widget' does not conform to protocol 'DefaultAnswer'`), which an
/// `extension Widget: DefaultAnswer` in the sandbox module answers.
public enum UnprogrammedAnswer<Result: DefaultAnswer> {}
