import UIKit

struct Article {
    let title: String
    let imageAspect: CGFloat
}

protocol ArticleLoading {
    func loadArticle() async throws -> Article
}

final class ArticleViewController: UIViewController {
    private let loader: ArticleLoading
    private let coverView = UIImageView(frame: .zero)
    private var coverHeight: NSLayoutConstraint?

    init(loader: ArticleLoading) {
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        coverView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(coverView)
        let height = coverView.heightAnchor.constraint(equalToConstant: 200)
        height.isActive = true
        coverHeight = height
        Task {
            guard let article = try? await loader.loadArticle() else { return }
            title = article.title
            coverHeight?.constant = UIScreen.main.bounds.width / article.imageAspect
        }
    }
}
