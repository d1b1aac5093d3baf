import Foundation
import HeadlessUI

/// A form whose Save button sits at the bottom of the screen, where the software keyboard covers it,
/// and whose field has an input accessory bar with a "Done" button (`keyboard.done`).
///
/// Trap modelled: a target under the keyboard. While `keyboard.field` is being edited the keyboard
/// (336 pt on iPhone) covers `keyboard.save`: tapping where Save is drawn hits a key instead. Return
/// also submits the form (as it does in many apps), so a correct `tap()` on Save first dismisses the
/// keyboard with the accessory's Done button (which only ends editing), then taps Save:
/// ``submissions`` must read `[.saveButton]`, never contain `.returnKey`.
final class KeyboardDoneAccessoryFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The form.
    let form = KeyboardFormViewController(showsDoneAccessory: true)
    /// Every submission, in order, with what triggered it.
    var submissions: [KeyboardFormViewController.Submission] { form.submissions }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: form)
        return true
    }
}

/// The same form with no input accessory: while the keyboard is up, only its Return key could take
/// it down, and Return submits the form.
///
/// Trap modelled: no safe way to dismiss the keyboard. On iPhone the keyboard has no dismiss key and
/// the field no Done bar; pressing Return submits (recorded as `.returnKey` in ``submissions`` and
/// shown by `keyboard.status`). A correct `tap()` on `keyboard.save` must not press Return: it fails
/// with a hint that the keyboard covers the button and cannot be dismissed safely, and
/// ``submissions`` stays empty, which is how a test proves Return was never used.
final class KeyboardReturnOnlyFixture: UIApplicationDelegate {
    /// The app's window.
    var window: UIWindow?
    /// The form.
    let form = KeyboardFormViewController(showsDoneAccessory: false)
    /// Every submission, in order, with what triggered it.
    var submissions: [KeyboardFormViewController.Submission] { form.submissions }

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = KassFixtureApp.makeWindow(rootViewController: form)
        return true
    }
}

/// `keyboard.field` near the top, `keyboard.status` and `keyboard.submissionCount` below it,
/// `keyboard.save` pinned 16 pt above the bottom safe area; optionally a 44 pt accessory bar with
/// `keyboard.done`.
final class KeyboardFormViewController: UIViewController, UITextFieldDelegate {
    /// What submitted the form.
    enum Submission: String, Equatable {
        /// The Save button.
        case saveButton = "Save button"
        /// The keyboard's Return key.
        case returnKey = "Return key"
    }

    let showsDoneAccessory: Bool
    let nicknameField = KassFixtureApp.makeTextField(placeholder: "Nickname", identifier: "keyboard.field")
    let statusLabel = KassFixtureApp.makeLabel("Not submitted", identifier: "keyboard.status")
    let submissionCountLabel = KassFixtureApp.makeLabel("0", identifier: "keyboard.submissionCount")
    private(set) lazy var saveButton = KassFixtureApp.makeButton("Save", identifier: "keyboard.save") { [weak self] in
        self?.submit(.saveButton)
    }
    /// Every submission, in order.
    private(set) var submissions: [Submission] = []

    init(showsDoneAccessory: Bool) {
        self.showsDoneAccessory = showsDoneAccessory
        super.init(nibName: nil, bundle: nil)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nicknameField.delegate = self
        nicknameField.returnKeyType = .default
        if showsDoneAccessory { nicknameField.inputAccessoryView = makeDoneBar() }
        KassFixtureApp.pinFormStack([
            KassFixtureApp.makeLabel("Nickname", identifier: "keyboard.fieldLabel"), nicknameField,
            statusLabel, submissionCountLabel,
        ], in: view, spacing: 8)
        saveButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(saveButton)
        NSLayoutConstraint.activate([
            saveButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            saveButton.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            saveButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            saveButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    /// A 44 pt bar whose trailing "Done" button ends editing (it does not submit).
    private func makeDoneBar() -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44))
        bar.backgroundColor = .systemGroupedBackground
        let done = KassFixtureApp.makeButton("Done", identifier: "keyboard.done") { [weak self] in
            self?.view.endEditing(true)
        }
        done.frame = CGRect(x: bar.bounds.width - 76, y: 0, width: 60, height: 44)
        done.autoresizingMask = [.flexibleLeftMargin]
        bar.addSubview(done)
        return bar
    }

    /// Return submits the form and ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        submit(.returnKey)
        textField.resignFirstResponder()
        return true
    }

    private func submit(_ source: Submission) {
        submissions.append(source)
        statusLabel.text = "Submitted by \(source.rawValue)"
        submissionCountLabel.text = "\(submissions.count)"
    }
}
