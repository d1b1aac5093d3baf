@testable import ChaosBank
import XCTest

final class CredentialsValidatorTests: XCTestCase {
    func test_email_wellFormedAddressesPass() {
        let validator = CredentialsValidator()
        for email in ["anna@chaosbank.test", "a.b+c@mail.example.org", "ANNA@CHAOSBANK.TEST"] {
            XCTAssertTrue(validator.isValidEmail(email), email)
        }
    }

    func test_email_malformedAddressesFail() {
        let validator = CredentialsValidator()
        for email in ["", "anna", "anna@", "@chaosbank.test", "anna@chaosbank", "anna@chaosbank.", "anna@.test",
                      "anna@chaosbank.t", "anna@chaosbank.t3", "anna @chaosbank.test", "anna@@chaosbank.test"] {
            XCTAssertFalse(validator.isValidEmail(email), email)
        }
    }

    func test_email_defectAcceptsAddressesWithoutDomain() {
        var validator = CredentialsValidator()
        validator.acceptsEmailWithoutDomain = true
        XCTAssertTrue(validator.isValidEmail("anna@chaosbank"))
        XCTAssertTrue(validator.isValidEmail("anna@"))
        XCTAssertFalse(validator.isValidEmail("anna"), "an @ is still needed")
    }

    func test_password_needsEightCharactersWithALetterAndADigit() {
        let validator = CredentialsValidator()
        XCTAssertTrue(validator.isValidPassword("Secret12"))
        XCTAssertTrue(validator.isValidPassword(UserProfile.demo.password))
        XCTAssertFalse(validator.isValidPassword("Secre1!"), "seven characters")
        XCTAssertFalse(validator.isValidPassword("secretpassword"), "no digit")
        XCTAssertFalse(validator.isValidPassword("12345678"), "no letter")
    }

    func test_password_defectAcceptsSevenCharacters() {
        var validator = CredentialsValidator()
        validator.acceptsShortPassword = true
        XCTAssertTrue(validator.isValidPassword("Secre1!"))
        XCTAssertFalse(validator.isValidPassword("Secr1!"))
    }
}
