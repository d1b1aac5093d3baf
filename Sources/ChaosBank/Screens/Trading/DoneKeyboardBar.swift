import Foundation
import HeadlessUI

/// The bar above the keyboard of ChaosBank's Markets-area fields: a trailing Done button that only
/// ends editing (it never submits), so the keyboard can be put away without pressing Return.
@MainActor
enum DoneKeyboardBar {
    /// A 44 pt bar whose Done button (`<identifierPrefix>.done`) ends editing in `view`.
    static func make(identifierPrefix: String, endingEditingIn view: UIView) -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.backgroundColor = .systemGroupedBackground
        let done = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak view] _ in view?.endEditing(true) })
        done.accessibilityIdentifier = "\(identifierPrefix).done"
        done.frame = CGRect(x: bar.bounds.width - 76, y: 0, width: 60, height: 44)
        done.autoresizingMask = [.flexibleLeftMargin]
        bar.addSubview(done)
        return bar
    }
}
