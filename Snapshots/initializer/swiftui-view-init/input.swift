import SwiftUI

struct LibraryGrid: View {
    let books: [String]
    @State private var columns: Int

    init(books: [String]) {
        self.books = books
        _columns = State(initialValue: max(2, Int(UIScreen.main.bounds.width / 150)))
    }

    var body: some View {
        Text("\(books.count) books in \(columns) columns")
    }
}
