import Foundation
import HeadlessUI

/// The one-time-code step after email and password: the message naming the address the code went
/// to (`signIn.code.message`), a six-digit field (`signIn.code.field`, digits only, at most six),
/// Verify (`signIn.code.submit`, enabled with six digits and no request in flight), the error of a
/// wrong code (`signIn.code.error`), "Send a new code" (`signIn.code.resend`, confirmed for 2 s by
/// `signIn.code.status`) and "Use another account" (`signIn.code.changeAccount`, back to the form).
/// An accepted code completes the sign-in.
final class OneTimeCodeViewController: BankViewController, UITextFieldDelegate {
    /// How many digits a code has.
    static let codeLength = 6
    /// How long the "new code sent" confirmation stays, in seconds.
    static let statusDuration: TimeInterval = 2

    private let email: String
    private let password: String
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "signIn.code.title")
    private let messageLabel = BankUI.label(nil, style: .caption, identifier: "signIn.code.message")
    private let codeField = BankUI.textField(placeholder: "", identifier: "signIn.code.field")
    private let errorLabel = BankUI.label(nil, style: .error, identifier: "signIn.code.error")
    private let statusLabel = BankUI.label(nil, style: .caption, identifier: "signIn.code.status")
    private lazy var verifyButton = BankUI.primaryButton("", identifier: "signIn.code.submit") { [weak self] in self?.verify() }
    private lazy var resendButton = BankUI.textButton("", identifier: "signIn.code.resend") { [weak self] in self?.resend() }
    private lazy var changeAccountButton = BankUI.textButton("", identifier: "signIn.code.changeAccount") { [weak self] in
        self?.navigationController?.popViewController(animated: true)
    }
    private var pendingRequest: BankRequest?
    private var failure: BankError?
    private var statusWork: ScheduledWork?

    /// The code step for a sign-in with `email` (and `password`, which only a defect remembers).
    init(context: ChaosBankContext, email: String, password: String) {
        self.email = email
        self.password = password
        super.init(context: context)
    }

    /// Not decoded from archives (HeadlessUI has none).
    required init?(coder: NSCoder) { nil }

    /// Builds the form.
    override func viewDidLoad() {
        super.viewDidLoad()
        messageLabel.numberOfLines = 0
        codeField.keyboardType = .numberPad
        codeField.delegate = self
        codeField.addAction(UIAction { [weak self] _ in self?.codeChanged() }, for: .editingChanged)
        errorLabel.isHidden = true
        statusLabel.isHidden = true
        for view: UIView in [
            titleLabel, messageLabel, codeField, verifyButton, errorLabel, resendButton, statusLabel, changeAccountButton
        ] {
            contentStack.addArrangedSubview(view)
        }
        // kass:equivalent call-removal: viewWillAppear(_:) renders again before the screen first shows
        render()
    }

    /// Writes texts for the current language.
    override func render() {
        title = context.text(.codeTitle)
        titleLabel.text = context.text(.codeTitle)
        messageLabel.text = context.text(.codeMessage(email: email))
        codeField.placeholder = context.text(.codePlaceholder)
        verifyButton.setTitle(context.text(.codeVerify), for: .normal)
        resendButton.setTitle(context.text(.codeResend), for: .normal)
        changeAccountButton.setTitle(context.text(.codeChangeAccount), for: .normal)
        statusLabel.text = context.text(.codeResent)
        // kass:equivalent *: render runs again only on a language change or a reappearance, neither possible while the code step shows
        if let failure { errorLabel.text = context.text(failure.message) }
        updateVerifyButton()
    }

    /// Only digits, and no more than the code's length.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard string.allSatisfy(\.isASCIIDigit) else { return false }
        let current = textField.text ?? ""
        let resultingLength = current.utf16.count - range.length + string.utf16.count
        // kass:equivalent *: the shorter maximum applies only with the signin-code-drops-last-digit defect on
        let maximum = context.isOn(.signInCodeDropsLastDigit) ? Self.codeLength - 1 : Self.codeLength
        return resultingLength <= maximum
    }

    private func codeChanged() {
        // kass:equivalent assignment-removal: failure only feeds the error's text, which this hides and the next refusal rewrites
        failure = nil
        errorLabel.isHidden = true
        updateVerifyButton()
    }

    private func updateVerifyButton() {
        verifyButton.isEnabled = (codeField.text ?? "").count == Self.codeLength && pendingRequest == nil
        // The content stack is sized to its content on layout: a label shown or hidden needs one.
        // kass:equivalent call-removal: hiding or showing an arranged label changes the stack's constraints, which lays out anyway
        view.setNeedsLayout()
    }

    private func verify() {
        let code = codeField.text ?? ""
        guard code.count == Self.codeLength, pendingRequest == nil else { return }
        // kass:equivalent boolean-literal: the code field's delegate never refuses to end editing, so asking ends it as forcing does
        view.endEditing(true)
        pendingRequest = context.backend.verifyOneTimeCode(code) { [weak self] result in self?.finish(result) }
        updateVerifyButton()
    }

    private func finish(_ result: Result<Void, BankError>) {
        pendingRequest = nil
        switch result {
        case .success:
            let memory = SignInMemory.of(context)
            memory.email = email
            memory.password = context.isOn(.signInPasswordKeptAfterSignOut) ? password : nil
            context.router?.completeSignIn()
        case let .failure(error):
            failure = error
            errorLabel.text = context.text(error.message)
            errorLabel.isHidden = false
            updateVerifyButton()
        }
    }

    private func resend() {
        resendButton.isEnabled = false
        context.backend.resendOneTimeCode { [weak self] _ in
            guard let self else { return }
            resendButton.isEnabled = true
            statusLabel.isHidden = false
            // kass:equivalent call-removal: showing an arranged label changes the stack's constraints, which lays out anyway
            view.setNeedsLayout()
            statusWork?.cancel()
            statusWork = UIApplication.shared.scheduler.schedule(
                // kass:equivalent string-literal: a scheduled work's label only names it in the runtime's pending work, never shown
                after: Self.statusDuration, label: "ChaosBank code status"
            ) { [weak self] in
                self?.statusLabel.isHidden = true
                // kass:equivalent call-removal: hiding an arranged label changes the stack's constraints, which lays out anyway
                self?.view.setNeedsLayout()
            }
        }
    }
}
