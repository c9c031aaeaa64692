// martinomamic/RSSReader RSSReaderKit/Sources/Common/ViewState.swift
// at 2f77d592c397eee8ca8fb9746f6e4cf206f267d1, MIT (Tests/AppleReferenceTests/Licences/martinomamic-RSSReader.txt):
// verbatim except its imports (Foundation: DarkroomCompat and Foundation here).
import DarkroomCompat
import Foundation
//
//  ViewState.swift
//  RSSReaderKit
//
//  Created by Martino Mamic on 05.05.25.
//


public enum ViewState<T>: Equatable where T: Equatable {
    case loading
    case content(T)
    case error(AppError)
    case empty
}

public extension ViewState where T == Bool {
    static var idle: ViewState<Bool> {
        return .content(false)
    }
}
