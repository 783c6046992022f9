/// Stunt's version: what `stunt --version` prints, the JUnit report carries and the Debian
/// package is named by (`make deb` and `make install` read this line; CHANGELOG.md says what
/// each version added).
///
/// The session format, the lesson format and the plugin protocol have versions of their own;
/// this one names a build of the tool.
public enum StuntVersion {
  public static let current = "0.1.0"
}
