//
//  NotificationView.swift
//  Demo WatchKit Extension
//
//  Created by 王楚江 on 2021/10/20.
//

import SwiftUI

struct NotificationView: View {
    var body: some View {
        Text("Hello, World!")
    }
}

struct NotificationView_Previews: PreviewProvider {
    static var previews: some View {
        NotificationView()
    }
}
