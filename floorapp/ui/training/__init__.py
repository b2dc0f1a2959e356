"""floorapp.ui.training"""
