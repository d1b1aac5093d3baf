import HeadlessUI
import HeadlessUITestSupport
import XCTest

@MainActor
final class KeyboardRenderingTests: HeadlessTestCase {
    private func showKeyboard(returnKeyType: UIReturnKeyType = .default) -> UIImage {
        window.backgroundColor = .white
        focusedKeyInput(returnKeyType: returnKeyType)
        waitForKeyboardSlide()
        return app.screen.screenshot(scale: 1)
    }

    private func frame(_ label: String) -> CGRect {
        guard let key = app.softwareKeyboard.key(label) else {
            XCTFail("no key \(label)")
            return .zero
        }
        return screenFrame(of: key)
    }

    func test_keyboard_letterKeyCapIsWhiteOnTheGreyBoard() async {
        let image = showKeyboard()
        let q = frame("q")
        assertPixel(pixel(image, at: CGPoint(x: q.minX + 3, y: q.minY + 3), scale: 1), 255, 255, 255, 255, "the key cap")
        assertPixel(pixel(image, at: CGPoint(x: q.maxX + 3, y: q.midY), scale: 1), 0xD1, 0xD3, 0xD9, 255, "the board between keys")
    }

    func test_keyboard_keyCapCornersAreRounded() async {
        let image = showKeyboard()
        let w = frame("w")
        assertPixel(
            pixel(image, at: CGPoint(x: w.minX, y: w.minY), scale: 1), 0xD1, 0xD3, 0xD9, 255, tolerance: 6, "the corner shows the board"
        )
    }

    func test_keyboard_keyHasADarkerLineUnderItsCap() async {
        let image = showKeyboard()
        let e = frame("e")
        assertPixel(pixel(image, at: CGPoint(x: e.midX, y: e.maxY - 0.5), scale: 1), 0x89, 0x8A, 0x8D, 255, tolerance: 3)
    }

    func test_keyboard_letterTitleIsDrawnOnTheKey() async {
        let image = showKeyboard()
        let a = frame("a")
        XCTAssertGreaterThan(countPixels(in: image, screenRect: a.insetBy(dx: 4, dy: 6), scale: 1, where: isDark), 15, "the letter a")
        let space = frame("space")
        XCTAssertGreaterThan(countPixels(in: image, screenRect: space.insetBy(dx: 4, dy: 6), scale: 1, where: isDark), 15, "the word space")
    }

    func test_keyboard_specialKeysHaveDarkerCapsThanLetters() async {
        let image = showKeyboard()
        for label in ["shift", "delete", "more", "Return"] {
            let key = frame(label)
            assertPixel(pixel(image, at: CGPoint(x: key.minX + 3, y: key.minY + 3), scale: 1), 0xAB, 0xB0, 0xBA, 255, "\(label) key cap")
        }
    }

    func test_keyboard_shiftAndDeleteShowTheirSymbols() async {
        let image = showKeyboard()
        for label in ["shift", "delete"] {
            let key = frame(label)
            XCTAssertGreaterThan(
                countPixels(in: image, screenRect: key.insetBy(dx: 4, dy: 6), scale: 1, where: isDark), 10, "\(label) glyph"
            )
        }
    }

    func test_keyboard_actionReturnKeyIsTintedWithAWhiteTitle() async {
        let image = showKeyboard(returnKeyType: .go)
        let go = frame("Go")
        assertPixel(pixel(image, at: CGPoint(x: go.minX + 3, y: go.minY + 3), scale: 1), 0x00, 0x7A, 0xFF, 255)
        let white = countPixels(in: image, screenRect: go.insetBy(dx: 4, dy: 6), scale: 1) {
            $0.red > 200 && $0.green > 200 && $0.blue > 240
        }
        XCTAssertGreaterThan(white, 5, "the white title")
    }
}
