import Foundation
import Hammer

/// A screen of the app as a test sees it: its elements (lazy locators) and what must be present
/// when it has loaded.
///
/// ```swift
/// final class LoginScreen: KassScreen {
///     lazy var email = textField("login.email")
///     lazy var password = secureTextField("login.password")
///     lazy var loginButton = button("login.submit")
///     override var onLoad: [KassElement] { [email, loginButton] }
/// }
/// ```
@MainActor
open class KassScreen {
    /// The session the screen acts in.
    public let session: KassSession

    /// Screens are created by `onScreen(S.self)` (or `screen(S.self)`) with the test's session.
    public required init(session: KassSession) {
        self.session = session
    }

    /// The elements that must be present before the screen's block runs. Default: none.
    open var onLoad: [KassElement] { [] }

    /// The screen's name in steps and messages (the class name). Named so that it does not clash
    /// with an element a screen calls `name` (a profile's name field).
    open var screenName: String { String(describing: Swift.type(of: self)) }

    /// Reads several elements' texts (value, else label) from one snapshot, for values that tick
    /// together: `let (price, total) = ...; screen.readTexts(["price", "total"])`. Elements that are
    /// absent read as `nil`.
    public func readTexts(_ identifiers: [String], file: StaticString = #filePath, line: UInt = #line) -> [String?] {
        guard let snapshot = session.takeSnapshot() else {
            session.fail(KassFailure(element: nil, action: "readTexts", reason: .misuse(.readTextsBeforeLaunch)), file: file, line: line)
            return identifiers.map { _ in nil }
        }
        return identifiers.map { identifier in
            let element = KassElement(session: session, locator: .identifier(identifier), type: .any)
            guard case .found(let node) = element.resolve(in: snapshot) else { return nil }
            return KassElementReading.text(of: node)
        }
    }
}
