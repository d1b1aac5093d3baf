import Foundation
import HeadlessUI

/// The 44 pt bar above the digit pads of the amount fields: its trailing Done button
/// (`<screen>.keyboard.done`) puts the keyboard away without submitting anything.
@MainActor
enum KeyboardDoneBar {
    /// A bar whose Done button ends editing in `view`.
    static func make(title: String, identifier: String, endingEditingIn view: UIView) -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.backgroundColor = .systemGroupedBackground
        let done = BankUI.textButton(title, identifier: identifier) { [weak view] in view?.endEditing(true) }
        done.frame = CGRect(x: bar.bounds.width - 86, y: 0, width: 70, height: 44)
        done.autoresizingMask = [.flexibleLeftMargin]
        bar.addSubview(done)
        return bar
    }
}
