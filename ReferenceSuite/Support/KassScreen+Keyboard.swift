import Kass

extension KassScreen {
    /// The software keyboard up is the decimal pad: digits and the separator (`separator`), no
    /// space bar, so no letters.
    func assertDecimalPadIsUp(separator: String = ".", file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            element(.label("5")).assertExists(file: file, line: line)
            element(.label(separator)).assertExists(file: file, line: line)
            element(.label("space")).assertNotExists(file: file, line: line)
        }
    }

    /// The software keyboard up has letters (a space bar) and no digit keys on its first plane.
    func assertLetterKeyboardIsUp(file: StaticString = #filePath, line: UInt = #line) {
        session.verifyAll(file: file, line: line) {
            element(.label("space")).assertExists(file: file, line: line)
            element(.label("5")).assertNotExists(file: file, line: line)
        }
    }
}
