//
//  RatingViewController.swift
//  The screen that shows the stars, wired with target-action as on iOS.
//

import UIKit

class RatingViewController: UIViewController {

    @IBOutlet weak var ratingControl: StarRatingControl!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        let control = StarRatingControl(frame: CGRect(x: 65, y: 400, width: 300, height: 60))
        control.accessibilityIdentifier = "stars"
        control.addTarget(self, action: #selector(ratingChanged(_:)), for: .valueChanged)
        view.addSubview(control)
        ratingControl = control
    }

    @IBAction func ratingChanged(_ sender: StarRatingControl) {
        print("rating \(sender.rating)")
    }
}
