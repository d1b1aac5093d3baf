import Hammer
import Kass
import XCTest

extension ChaosBankTestCase {
    /// Touches the control `identifier` where the user sees it, whatever state it is in (a user can
    /// press a greyed-out button), expecting nothing of the app: what the touch did, if anything, is
    /// checked afterwards. Unlike `tap()`, which refuses a disabled control.
    func touch(_ identifier: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let generator = kass.generator else { return XCTFail("no running app to touch '\(identifier)'", file: file, line: line) }
        do {
            try generator.fingerTap(at: identifier)
        } catch {
            XCTFail("touching '\(identifier)' failed: \(error)", file: file, line: line)
        }
    }
}
