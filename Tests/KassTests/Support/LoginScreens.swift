import Kass

/// The login fixture's sign-in screen, as the example declares it.
final class LoginScreen: KassScreen {
    lazy var email = textField("login.email")
    lazy var password = secureTextField("login.password")
    lazy var loginButton = button("login.submit")
    override var onLoad: [KassElement] { [email, loginButton] }
}

/// The login fixture's home screen.
final class HomeScreen: KassScreen {
    lazy var welcome = text("home.welcome")
}
