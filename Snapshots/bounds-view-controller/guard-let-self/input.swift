import UIKit

final class SearchResultsViewController: UIViewController {
    private let resultsView = UIView(frame: .zero)
    private let service = SearchService()

    func search(_ query: String) {
        service.search(query) { [weak self] results in
            guard let self else { return }
            resultsView.frame.size.width = UIScreen.main.bounds.width
            resultsView.isHidden = results.isEmpty
        }
    }
}

final class SearchService {
    func search(_ query: String, completion: @escaping ([String]) -> Void) {
        completion([])
    }
}
