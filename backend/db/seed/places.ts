/** Real French cities: [city, department, postcode, lat, lng, €/m² in new build]. */
export const cities: [string, string, string, number, number, number][] = [
  ['Paris', '75', '75011', 48.8589, 2.3795, 11200],
  ['Lyon', '69', '69003', 45.7597, 4.8422, 5600],
  ['Marseille', '13', '13008', 43.2415, 5.3810, 4900],
  ['Toulouse', '31', '31400', 43.5845, 1.4517, 4700],
  ['Nice', '06', '06300', 43.7009, 7.2683, 6300],
  ['Nantes', '44', '44000', 47.2184, -1.5536, 4800],
  ['Montpellier', '34', '34000', 43.6108, 3.8767, 4900],
  ['Strasbourg', '67', '67000', 48.5734, 7.7521, 4600],
  ['Bordeaux', '33', '33300', 44.8637, -0.5597, 5300],
  ['Lille', '59', '59000', 50.6292, 3.0573, 4600],
  ['Rennes', '35', '35000', 48.1173, -1.6778, 4700],
  ['Reims', '51', '51100', 49.2583, 4.0317, 3500],
  ['Toulon', '83', '83000', 43.1242, 5.9280, 4300],
  ['Grenoble', '38', '38000', 45.1885, 5.7245, 4100],
  ['Dijon', '21', '21000', 47.3220, 5.0415, 3700],
  ['Angers', '49', '49100', 47.4784, -0.5632, 4000],
  ['Nîmes', '30', '30900', 43.8367, 4.3601, 3600],
  ['Aix-en-Provence', '13', '13100', 43.5297, 5.4474, 6000],
  ['Clermont-Ferrand', '63', '63000', 45.7772, 3.0870, 3600],
  ['Le Havre', '76', '76600', 49.4944, 0.1079, 3100],
  ['Tours', '37', '37000', 47.3941, 0.6848, 3900],
  ['Annecy', '74', '74000', 45.8992, 6.1294, 6400],
  ['La Rochelle', '17', '17000', 46.1603, -1.1511, 5200],
  ['Biarritz', '64', '64200', 43.4832, -1.5586, 7600],
  ['Caen', '14', '14000', 49.1829, -0.3707, 3800],
  ['Metz', '57', '57000', 49.1193, 6.1757, 3300],
  ['Rouen', '76', '76000', 49.4432, 1.0999, 3700],
  ['Orléans', '45', '45000', 47.9030, 1.9093, 3500],
  ['Avignon', '84', '84000', 43.9493, 4.8055, 3400],
  ['Perpignan', '66', '66000', 42.6887, 2.8948, 3000],
  ['Besançon', '25', '25000', 47.2378, 6.0241, 3200],
  ['Limoges', '87', '87000', 45.8336, 1.2611, 2700],
  ['Poitiers', '86', '86000', 46.5802, 0.3404, 3000],
  ['Pau', '64', '64000', 43.2951, -0.3708, 3000],
  ['Vannes', '56', '56000', 47.6582, -2.7608, 4500],
  ['Saint-Malo', '35', '35400', 48.6493, -2.0257, 5400],
  ['Arcachon', '33', '33120', 44.6586, -1.1689, 7900],
  ['Chambéry', '73', '73000', 45.5646, 5.9178, 3900],
  ['Bayonne', '64', '64100', 43.4929, -1.4748, 5000],
  ['Colmar', '68', '68000', 48.0794, 7.3585, 3600],
  ['Versailles', '78', '78000', 48.8049, 2.1204, 8600],
  ['Montreuil', '93', '93100', 48.8638, 2.4485, 7200],
  ['Saint-Étienne', '42', '42000', 45.4397, 4.3872, 2400],
  ['Amiens', '80', '80000', 49.8941, 2.2958, 3200],
  ['Brest', '29', '29200', 48.3904, -4.4861, 2900],
  ['Ajaccio', '2A', '20000', 41.9192, 8.7386, 5200],
];

export const streets = [
  'rue Victor Hugo', 'avenue Jean Jaurès', 'boulevard Gambetta', 'rue de la République', 'quai des Chartrons',
  'rue Nationale', 'avenue de la Libération', 'rue Pasteur', 'allée des Tilleuls', 'rue du Général de Gaulle',
  'chemin des Vignes', 'rue Saint-Martin', 'place de la Mairie', 'rue des Écoles', 'avenue Foch',
];

export const residenceNames = [
  'Les Jardins de', 'Le Clos de', 'Villa', 'Les Terrasses de', 'Le Domaine de', 'Résidence', 'Les Allées de',
  "L'Écrin de", 'Les Rives de', 'Le Patio de', 'Le Carré de', 'Les Hauts de',
];

export const residenceSuffixes = [
  'la Garonne', 'Saint-Clair', 'Montaigne', 'la Cathédrale', 'Flore', 'Lumière', 'Beauséjour', 'la Source',
  'Belle-Rive', 'Champollion', 'Les Cèdres', 'Mistral', 'Horizon', 'Vauban', 'Colbert', 'Rivoli',
];

export const promoters = ['Nexity', 'Kaufman & Broad', 'Bouygues Immobilier', 'Icade', 'Vinci Immobilier', 'Altarea Cogedim', 'Eiffage Immobilier', 'Pichet', 'Histoire & Patrimoine', 'Ogic'];
export const notaries = ['Étude Lacroix & Associés', 'SCP Meunier-Dubois', 'Office notarial Bastide', 'Étude Vidal et Perrin', 'Maître Hélène Caradec'];
export const firstNames = ['Jean', 'Marie', 'Pierre', 'Nathalie', 'Michel', 'Isabelle', 'Philippe', 'Sylvie', 'Alain', 'Catherine', 'Nicolas', 'Sandrine', 'Laurent', 'Valérie', 'Stéphane', 'Céline', 'Éric', 'Aurélie', 'François', 'Émilie', 'Hugo', 'Léa', 'Antoine', 'Chloé'];
export const lastNames = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Chevalier'];
