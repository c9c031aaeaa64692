// martinomamic/RSSReader RSSReaderKit/Sources/SharedUI/ErrorStateView.swift
// at 2f77d592c397eee8ca8fb9746f6e4cf206f267d1, MIT (Tests/AppleReferenceTests/Licences/martinomamic-RSSReader.txt):
// verbatim except its imports (Common, SwiftUI: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation
//
//  ErrorStateView.swift
//  RSSReaderKit
//
//  Created by Martino Mamić on 19.04.25.
//


public struct ErrorStateView: View {
    let error: Error
    let retryAction: () -> Void
    
    public init(error: Error, retryAction: @escaping () -> Void) {
        self.error = error
        self.retryAction = retryAction
    }
    
    public var body: some View {
        ContentUnavailableView {
            Label("Failed to Load", systemImage: Constants.Images.failedToLoadIcon)
        } description: {
            Text(ErrorUtils.toAppError(error).errorDescription)
        } actions: {
            Button("Try Again", action: retryAction)
                .buttonStyle(.bordered)
        }
    }
}

#Preview {
    ErrorStateView(
        error: AppError.general,
        retryAction: {}
    )
}
