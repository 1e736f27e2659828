-- Choice lists the forms show (GET web-content/enums/{name}); reference data, so every database gets it.
INSERT INTO "enum_values" ("name", "value", "label", "position") VALUES
	('civilites', 'M.', 'Monsieur', 1),
	('civilites', 'Mme', 'Madame', 2),
	('financements', 'credit', 'Crédit immobilier', 1),
	('financements', 'comptant', 'Comptant', 2),
	('regimes-fiscaux', 'lmnp_micro', 'LMNP micro-BIC', 1),
	('regimes-fiscaux', 'lmnp_reel', 'LMNP au réel', 2),
	('regimes-fiscaux', 'nu_reel', 'Location nue au réel', 3),
	('regimes-fiscaux', 'denormandie', 'Denormandie', 4),
	('regimes-fiscaux', 'bailleur_prive', 'Statut du bailleur privé (2026)', 5),
	('regimes-fiscaux', 'pinel', 'Pinel (investissements jusqu''au 31/12/2024)', 6),
	('categories-loyer', 'intermediaire', 'Intermédiaire', 1),
	('categories-loyer', 'social', 'Social', 2),
	('categories-loyer', 'tres_social', 'Très social', 3)
ON CONFLICT DO NOTHING;
