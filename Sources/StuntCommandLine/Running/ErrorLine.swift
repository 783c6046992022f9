import Foundation
import StuntFiles

/// One `error:` line on standard error, as every part of `stunt` prints one: the control
/// characters of the names in it spelled out, so a folder named with a line break prints on
/// one line and cannot forge another.
public enum ErrorLine {
  public static func write(_ message: String) {
    FileHandle.standardError.write(Data(("error: " + SpelledOut.text(message) + "\n").utf8))
  }
}
