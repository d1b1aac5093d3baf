import Foundation
import Kass
import XCTest

// The layout goldens of the screens (iPhone, 393 × 852 points, English, demo data, keyboard down):
// x, y, width and height of the elements that carry the design. Intrinsic widths of figures are left
// out where the data could change them.

extension HomeScreen {
    /// Home as loaded: header, totals, the quick actions in three equal columns, accounts and activity.
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "home.title": [20, 123, 353, 32.67],
            "home.total": [20, 227, 353, 39.67],
            "home.change": [20, 270.67, 353, 15.33],
            "home.send": [20, 302, 109.67, 50],
            "home.exchange": [141.67, 302, 109.67, 50],
            "home.topUp": [263.33, 302, 109.67, 50],
            "home.accounts.title": [20, 384, 353, 20],
            "home.account.usd": [20, 469.33, 353, 37.33],
            // Name centred on the left, balance over today's change on the right, right-aligned.
            "home.account.usd.name": [20, 478, 79, 20],
            "home.account.usd.balance": [286.33, 469.33, 86.67, 20],
            "home.account.usd.change": [281.67, 491.33, 91.33, 15.33],
            "home.activity.title": [20, 572, 353, 20],
            "home.activity": [20, 608, 353, 260],
            "home.activity.row.t001": [20, 608, 353, 52],
        ], file: file, line: line)
    }
}

extension TransactionsScreen {
    /// The Activity tab as loaded: header rows and the table below them.
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "transactions.title": [20, 119, 353, 32.67],
            "transactions.search": [20, 163.67, 353, 44],
            "transactions.filter": [20, 219.67, 353, 32],
            "transactions.count": [20, 263.67, 353, 15.33],
            "transactions.list": [0, 287, 393, 422],
        ], file: file, line: line)
    }

    /// Load more under the list, inset 20 points like the header.
    func assertLoadMoreLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout(["transactions.list": [0, 287, 393, 422], "transactions.loadMore": [20, 717, 353, 44]], file: file, line: line)
    }
}

extension TransferScreen {
    /// The Send money form as loaded, nothing typed.
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "transfer.title": [20, 123, 353, 32.67],
            "transfer.recipients": [20, 207.67, 353, 176],
            "transfer.recipient.iban": [20, 387.67, 353, 15.33],
            "transfer.from": [20, 455, 353, 32],
            "transfer.from.balance": [20, 495, 353, 15.33],
            "transfer.amount": [20, 562.33, 353, 44],
            "transfer.note": [20, 622.33, 353, 44],
            "transfer.balanceAfter.caption": [20, 682.33, 254.33, 20],
            "transfer.continue": [20, 734.33, 353, 50],
        ], file: file, line: line)
    }
}

extension ExchangeScreen {
    /// The Exchange form as loaded, nothing typed: the To caption and Swap centred on one row.
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "exchange.title": [20, 123, 353, 32.67],
            "exchange.from.title": [20, 171.67, 353, 20],
            "exchange.from": [20, 207.67, 353, 32],
            "exchange.from.balance": [20, 247.67, 353, 15.33],
            "exchange.to.title": [20, 283.67, 340.33, 20],
            "exchange.swap": [360.33, 279, 12.67, 29.67],
            "exchange.to": [20, 324.67, 353, 32],
            "exchange.amount.title": [20, 372.67, 353, 20],
            "exchange.amount": [20, 408.67, 353, 44],
            "exchange.rate.caption": [20, 468.67, 163.33, 20],
            "exchange.fee.caption": [20, 504.67, 292, 20],
            "exchange.youGet.caption": [20, 540.67, 292, 20],
            "exchange.balanceAfter.caption": [20, 576.67, 254.33, 20],
            "exchange.submit": [20, 628.67, 353, 50],
        ], file: file, line: line)
    }
}

extension SignInScreen {
    /// The sign-in form as opened.
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "signIn.title": [20, 123, 353, 32.67],
            "signIn.email": [20, 171.67, 353, 44],
            "signIn.password": [20, 231.67, 353, 44],
            "signIn.submit": [20, 291.67, 353, 50],
        ], file: file, line: line)
    }
}

extension CardScreen {
    /// The Card tab once the card has loaded.
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "card.title": [20, 123, 353, 32.67],
            "card.number": [20, 171.67, 353, 39.67],
            "card.expiry.caption": [20, 227.33, 292, 20],
            "card.cvv.caption": [20, 268.33, 258, 20],
            "card.cvv.reveal": [332.33, 263.33, 40.67, 29.67],
            "card.frozen": [322, 309, 51, 31],
            "card.frozen.caption": [20, 314.67, 290, 20],
            "card.online": [322, 356, 51, 31],
            "card.online.caption": [20, 361.67, 290, 20],
            "card.limit.current.caption": [20, 403, 254.33, 20],
            "card.limit": [20, 439, 353, 44],
            "card.limit.save": [20, 499, 353, 50],
        ], file: file, line: line)
    }
}

extension OrderTicketScreen {
    /// The order ticket with Limit chosen (the limit field 110 points wide at the right).
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "order.side": [20, 171.67, 353, 32],
            "order.kind": [20, 219.67, 353, 32],
            "order.price.caption": [20, 267.67, 270.67, 20],
            "order.quantity.caption": [20, 309.67, 224, 20],
            "order.quantity": [256, 309.67, 11, 20],
            "order.quantityStepper": [279, 303.67, 94, 32],
            "order.limitPrice.caption": [20, 363.67, 231, 20],
            "order.limitPrice": [263, 351.67, 110, 44],
            "order.estimatedTotal.caption": [20, 411.67, 270.67, 20],
            "order.review": [20, 447.67, 353, 50],
        ], file: file, line: line)
    }
}

extension MarketsScreen {
    /// Markets on Stocks: the header row (title and Portfolio centred on one line), the segments and
    /// the asset rows (name over symbol on the left, price over change on the right, 4 points apart).
    func assertDesignLayout(file: StaticString = #filePath, line: UInt = #line) {
        assertLayout([
            "markets.title": [20, 123, 291, 32.67],
            "markets.portfolio": [311, 124.33, 62, 30],
            "markets.segments": [20, 171.67, 353, 32],
            "markets.list": [20, 219.67, 353, 168],
            "markets.asset.AAPL": [20, 219.67, 353, 53.33],
            "markets.asset.AAPL.name": [20, 227.67, 55, 20],
            "markets.asset.AAPL.symbol": [20, 249.67, 55, 15.33],
            "markets.asset.MSFT": [20, 277, 353, 53.33],
            "markets.asset.MSFT.name": [20, 285, 90.33, 20],
            "markets.asset.MSFT.symbol": [20, 307, 90.33, 15.33],
            "markets.asset.TSLA": [20, 334.33, 353, 53.33],
        ], file: file, line: line)
        // The figures are as wide as their (ticking) text, right-aligned 8 points inside the row.
        let frames = identifiedFrames()
        for symbol in ["AAPL", "MSFT", "TSLA"] {
            guard let row = frames["markets.asset.\(symbol)"], let price = frames["markets.asset.\(symbol).price"],
                  let change = frames["markets.asset.\(symbol).change"] else {
                XCTFail("layout: the figures of \(symbol) are not on screen", file: file, line: line)
                continue
            }
            let expected = [row.maxX, row.minY + 8, 20, row.maxX, row.minY + 30, 15.33]
            let actual = [price.maxX, price.minY, price.height, change.maxX, change.minY, change.height]
            if zip(actual, expected).contains(where: { abs($0 - $1) > 0.5 }) {
                XCTFail("layout: the figures of \(symbol) are at \(price) and \(change) in the row \(row)", file: file, line: line)
            }
        }
    }
}

extension CardScreen {
    /// The keyboard's Done button (titled `done`), at the right of the bar over the keyboard, while
    /// the limit is edited.
    func assertKeyboardLayout(done: String = "Done", file: StaticString = #filePath, line: UInt = #line) {
        assertLayout(["card.limit": [20, 439, 353, 44], "card.limit.done": [297, 517, 80, 44]], file: file, line: line)
        button("card.limit.done").assertLabel(done, file: file, line: line)
    }
}
