// swift-tools-version:5.5
import PackageDescription

let package = Package(
    name: "BoardingPass",
    platforms: [.iOS(.v12)],
    products: [.library(name: "BoardingPass", targets: ["BoardingPass"])],
    targets: [.target(name: "BoardingPass")]
)
