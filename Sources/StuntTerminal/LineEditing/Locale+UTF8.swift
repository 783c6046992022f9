import Foundation

extension Locale {
  /// libedit decodes input by the C locale; without a UTF-8 one, Korean text would not
  /// round-trip. Prefer the user's locale, else C.UTF-8.
  static func preferUTF8() {
    setlocale(LC_CTYPE, "")
    let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
    if codeset.uppercased().replacingOccurrences(of: "-", with: "") != "UTF8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }
}
