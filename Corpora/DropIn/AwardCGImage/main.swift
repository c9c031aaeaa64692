// Apple's ImageRenderer documentation: render the award view to a CGImage and "upload" it.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct ImageRendererView: View {
    var playerName: String
    var achievementDate: Date

    func uploadAchievementImage(_ cgImage: CGImage) {
        print("uploading \(cgImage.width)x\(cgImage.height)")
    }

    var body: some View {
        let trophyAndDate = createAwardView(forUser: playerName, date: achievementDate)
        VStack {
            trophyAndDate
            Button("Save Achievement") {
                let renderer = ImageRenderer(content: trophyAndDate)
                if let image = renderer.cgImage {
                    uploadAchievementImage(image)
                }
            }
        }
    }

    func createAwardView(forUser: String, date: Date) -> some View {
        VStack {
            Image(systemName: "trophy")
                .resizable()
                .frame(width: 200, height: 200)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .shadow(color: .mint, radius: 5)
            Text(playerName)
                .font(.largeTitle)
            Text(achievementDate.formatted())
        }
        .multilineTextAlignment(.center)
        .frame(width: 200, height: 290)
    }
}

MainActor.assumeIsolated {
    let view = ImageRendererView(playerName: "Mike", achievementDate: Date(timeIntervalSince1970: 0))
    let renderer = ImageRenderer(content: view.createAwardView(forUser: "Mike", date: Date()))
    guard let image = renderer.cgImage else { print("FAIL"); exit(1) }
    view.uploadAchievementImage(image)
}
print("OK")
