import Foundation
import HeadlessUI

/// The sign-in form: email (`signIn.email`) and password (`signIn.password`, secure), each with an
/// inline error label (`signIn.email.error`, `signIn.password.error`) shown while the text typed so
/// far breaks the rules; the Sign in button (`signIn.submit`) is enabled only while both are valid
/// and no request is in flight. A refused sign-in shows `signIn.error`, which editing hides again;
/// an accepted one pushes the one-time-code screen. A session that ended on its own (the inactivity
/// timeout) says why under the title (`signIn.notice`).
final class SignInViewController: BankViewController, UITextFieldDelegate {
    private let titleLabel = BankUI.label(nil, style: .largeTitle, identifier: "signIn.title")
    private let emailField = BankUI.textField(placeholder: "", identifier: "signIn.email")
    private let emailError = BankUI.label(nil, style: .error, identifier: "signIn.email.error")
    private let passwordField = BankUI.textField(placeholder: "", identifier: "signIn.password")
    private let passwordError = BankUI.label(nil, style: .error, identifier: "signIn.password.error")
    private let errorLabel = BankUI.label(nil, style: .error, identifier: "signIn.error")
    private lazy var submitButton = BankUI.primaryButton("", identifier: "signIn.submit") { [weak self] in self?.submit() }
    private let noticeLabel = BankUI.label(nil, style: .caption, identifier: "signIn.notice")
    private var pendingRequest: BankRequest?
    private var failure: BankError?
    /// Why the last session ended, when it ended on its own (set before the form loads).
    var notice: LocalizedText?

    private var validator: CredentialsValidator {
        var validator = CredentialsValidator()
        // kass:equivalent assignment-removal: off without its defect switch, as a new validator has it
        validator.acceptsEmailWithoutDomain = context.isOn(.signInEmailWithoutDomainAccepted)
        // kass:equivalent assignment-removal: off without its defect switch, as a new validator has it
        validator.acceptsShortPassword = context.isOn(.signInShortPasswordAccepted)
        return validator
    }

    /// Builds the form, pre-filled with what the launch remembers from the last sign-in.
    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.returnKeyType = .next
        passwordField.isSecureTextEntry = true
        passwordField.autocapitalizationType = .none
        // kass:equivalent assignment-removal: a secure text entry field never autocorrects or suggests words, whatever this says
        passwordField.autocorrectionType = .no
        passwordField.returnKeyType = .go
        for field in [emailField, passwordField] {
            field.delegate = self
            field.addAction(UIAction { [weak self] _ in self?.fieldsChanged() }, for: .editingChanged)
        }
        let memory = SignInMemory.of(context)
        emailField.text = memory.email
        // kass:equivalent assignment-removal: the memory holds a password only with the signin-password-kept-after-sign-out defect on
        passwordField.text = memory.password
        errorLabel.isHidden = true
        contentStack.addArrangedSubview(titleLabel)
        noticeLabel.numberOfLines = 0
        noticeLabel.isHidden = notice == nil
        contentStack.addArrangedSubview(noticeLabel)
        contentStack.addArrangedSubview(stack([emailField, emailError], spacing: 4))
        contentStack.addArrangedSubview(stack([passwordField, passwordError], spacing: 4))
        contentStack.addArrangedSubview(submitButton)
        contentStack.addArrangedSubview(errorLabel)
        // kass:equivalent call-removal: viewWillAppear(_:) renders again before the screen first shows
        render()
    }

    /// Writes texts for the current language and refreshes the validation state.
    override func render() {
        title = context.text(.signInTitle)
        titleLabel.text = context.text(.signInTitle)
        noticeLabel.text = notice.map { context.isOn(.sessionTimeoutNoticeUntranslated) ? $0.english : context.text($0) }
        emailField.placeholder = context.text(.signInEmailPlaceholder)
        passwordField.placeholder = context.text(.signInPasswordPlaceholder)
        emailError.text = context.text(.signInEmailInvalid)
        passwordError.text = context.text(.signInPasswordInvalid)
        if let failure {
            errorLabel.text = context.isOn(.signInErrorNotLocalized) ? failure.message.english : context.text(failure.message)
        }
        updateValidation()
    }

    /// Return on the email field moves to the password; on the password it signs in when allowed.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            _ = passwordField.becomeFirstResponder()
        } else if submitButton.isEnabled {
            submit()
        }
        // kass:equivalent boolean-literal: nothing listens to the fields' .editingDidEndOnExit, so agreeing to the return changes nothing
        return false
    }

    private func fieldsChanged() {
        if !context.isOn(.signInStaleError) {
            failure = nil
            errorLabel.isHidden = true
        }
        updateValidation()
    }

    private func updateValidation() {
        let email = emailField.text ?? "", password = passwordField.text ?? ""
        let emailValid = validator.isValidEmail(email), passwordValid = validator.isValidPassword(password)
        emailError.isHidden = email.isEmpty || emailValid
        passwordError.isHidden = password.isEmpty || passwordValid
        let busy = pendingRequest != nil
        submitButton.setTitle(context.text(busy ? .signInSubmitting : .signInSubmit), for: .normal)
        submitButton.isEnabled = emailValid && passwordValid && (!busy || context.isOn(.signInDoubleSubmit))
        // The content stack is sized to its content on layout: a label shown or hidden needs one.
        // kass:equivalent call-removal: hiding an arranged label or retitling the button changes constraints, which lays out anyway
        view.setNeedsLayout()
    }

    private func submit() {
        let email = emailField.text ?? "", password = passwordField.text ?? ""
        guard validator.isValidEmail(email), validator.isValidPassword(password) else { return }
        // kass:equivalent boolean-literal: the fields' delegate never refuses to end editing, so asking ends them as forcing does
        view.endEditing(true)
        // kass:equivalent assignment-removal: failure only feeds the error's text, which this hides and the next refusal rewrites
        failure = nil
        errorLabel.isHidden = true
        pendingRequest = context.backend.signIn(email: email, password: password) { [weak self] result in
            self?.finish(result, email: email, password: password)
        }
        updateValidation()
    }

    private func finish(_ result: Result<Void, BankError>, email: String, password: String) {
        pendingRequest = nil
        switch result {
        case .success:
            let code = OneTimeCodeViewController(context: context, email: email, password: password)
            navigationController?.pushViewController(code, animated: true)
        case let .failure(error):
            failure = error
            errorLabel.isHidden = false
            render()
        }
        // kass:equivalent call-removal: a refusal's render() did it; on success the form is covered until viewWillAppear(_:) renders it
        updateValidation()
    }

    private func stack(_ views: [UIView], spacing: CGFloat) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = spacing
        return stack
    }
}
