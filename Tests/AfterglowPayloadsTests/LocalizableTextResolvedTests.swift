@testable import AfterglowPayloads
import Testing

/// `LocalizableText.resolved` with no strings file: the key is the format (iOS falls back to the
/// key), numbered specifiers `%n$@` take the n-th argument (counting from 1, as printf's
/// positional arguments do, and as often as they appear), plain `%@` take the arguments in order,
/// `%%` is a percent sign, an argument with no specifier left is dropped and a specifier with no
/// argument left stays as written. Expected strings are the formats with the arguments put in by hand.
@Suite struct LocalizableTextResolvedTests {
    @Test func numberedSpecifiersCountFromOne() {
        #expect(LocalizableText.localized(key: "%2$@ invited %1$@", args: ["Ana", "Ben"]).resolved == "Ben invited Ana")
        #expect(LocalizableText.localized(key: "%1$@ is %1$@", args: ["late"]).resolved == "late is late")
        #expect(LocalizableText.localized(key: "%3$@", args: ["a", "b", "c"]).resolved == "c")
    }

    @Test func plainSpecifiersTakeTheArgumentsInOrder() {
        #expect(LocalizableText.localized(key: "%@ and %@", args: ["Ana", "Ben"]).resolved == "Ana and Ben")
        #expect(LocalizableText.localized(key: "%@", args: ["Ana", "Ben"]).resolved == "Ana")
        #expect(LocalizableText.localized(key: "Hello", args: ["Ana"]).resolved == "Hello")
        #expect(LocalizableText.localized(key: "%@ and %@", args: ["Ana"]).resolved == "Ana and %@")
        #expect(LocalizableText.localized(key: "%@ %% done", args: ["90"]).resolved == "90 % done")
        #expect(LocalizableText.plain("%@ stays").resolved == "%@ stays")
    }
}
